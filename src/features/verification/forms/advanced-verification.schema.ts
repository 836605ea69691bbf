import { object, type InferType } from 'yup';
import { uploadedImageRule } from '../../../shared/lib/validation/rules';

/** Advanced (Lv2) verification: pictures of both sides of the document, uploaded first. */
export const advancedVerificationSchema = object({
  front_pic: uploadedImageRule(),
  reverse_pic: uploadedImageRule(),
});

export type AdvancedVerificationValues = InferType<typeof advancedVerificationSchema>;
export const emptyAdvancedVerification: AdvancedVerificationValues = { front_pic: '', reverse_pic: '' };
