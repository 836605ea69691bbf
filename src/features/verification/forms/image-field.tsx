import { useFormikContext } from 'formik';
import { FieldError } from '../../../shared/ui/form/field-error';
import { useFieldError } from '../../../shared/ui/form/use-field-error';
import { ImageUpload } from '../../../shared/ui/image-upload/image-upload';

/** An uploaded picture as a form field: its value is the path the upload returned. */
export function ImageField({ name, label }: { name: string; label: string }) {
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const { field, error } = useFieldError(name);
  const onUploaded = (path: string) => {
    void setFieldValue(name, path);
    void setFieldTouched(name, true, false);
  };
  return (
    <div>
      <ImageUpload label={label} value={field.value as string} onUploaded={onUploaded} />
      {error && <FieldError id={`${name}-error`} error={error} />}
    </div>
  );
}
