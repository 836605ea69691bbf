import { useFormikContext } from 'formik';

/**
 * What a button that fills a field writes with (a preset, a share of the balance, "All", an uploaded picture): the
 * value, then the field touched so that its message shows at once; setting the value has validated it already.
 */
export function useFillField(name: string) {
  const { setFieldValue, setFieldTouched } = useFormikContext();
  return (value: string) => {
    void setFieldValue(name, value);
    void setFieldTouched(name, true, false);
  };
}
