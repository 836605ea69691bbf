import type { ComponentProps } from 'react';
import { ImageUpload } from '../image-upload/image-upload';
import { FieldError } from './field-error';
import { useFieldError } from './use-field-error';
import { useFillField } from './use-fill-field';

type ImageFieldProps = { name: string; label: string } & Pick<
  ComponentProps<typeof ImageUpload>,
  'compress' | 'upload'
>;

/** An uploaded picture as a Formik field: its value is the path the upload returned. */
export function ImageField({ name, label, compress, upload }: ImageFieldProps) {
  const { field, error } = useFieldError(name);
  const onUploaded = useFillField(name);
  return (
    <div>
      <ImageUpload
        label={label}
        value={field.value as string}
        onUploaded={onUploaded}
        compress={compress}
        upload={upload}
      />
      {error && <FieldError id={`${name}-error`} error={error} />}
    </div>
  );
}
