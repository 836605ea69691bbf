/**
 * Keys of the validation messages (namespace `validation`, translated in every language). yup schemas use
 * them as their error messages and the form fields render `t(error)`.
 */
export const VALIDATION = {
  required: 'validation:required',
  choose: 'validation:choose',
  tooLong: 'validation:tooLong',
  email: 'validation:email',
  mobile: 'validation:mobile',
  phone: 'validation:phone',
  amount: 'validation:amount',
  code: 'validation:code',
  idCard: 'validation:idCard',
  passwordTooShort: 'validation:passwordTooShort',
  passwordTooLong: 'validation:passwordTooLong',
  passwordsInconsistent: 'validation:passwordsInconsistent',
  loginPassword: 'validation:loginPassword',
  nameTooShort: 'validation:nameTooShort',
  nameSpecialCharacters: 'validation:nameSpecialCharacters',
  nickname: 'validation:nickname',
  signature: 'validation:signature',
  username: 'validation:username',
  invitationCode: 'validation:invitationCode',
  walletAddress: 'validation:walletAddress',
  qrcodeRequired: 'validation:qrcodeRequired',
  imageRequired: 'validation:imageRequired',
  bankAccount: 'validation:bankAccount',
  abaNumber: 'validation:abaNumber',
  swiftCode: 'validation:swiftCode',
  documentNumber: 'validation:documentNumber',
  // the generic messages of the rules the contract states (src/gen/form-rules.ts); those naming a bound carry it
  tooShort: 'validation:tooShort',
  format: 'validation:format',
  notAllowed: 'validation:notAllowed',
  number: 'validation:number',
  integer: 'validation:integer',
  tooSmall: 'validation:tooSmall',
  tooLarge: 'validation:tooLarge',
  greaterThan: 'validation:greaterThan',
  lessThan: 'validation:lessThan',
} as const;

/** The messages every form gives the contract's rules of a verification code (six digits): one, whatever is wrong. */
export const CODE_MESSAGES = { required: VALIDATION.code, pattern: VALIDATION.code };

/** The messages every form gives the contract's lengths of a new password. */
export const NEW_PASSWORD_MESSAGES = { min: VALIDATION.passwordTooShort, max: VALIDATION.passwordTooLong };

/**
 * Messages of amounts, prices and quantities (namespace `money`, loaded only by the screens that move money, so
 * the login screen does not carry them).
 */
export const MONEY_VALIDATION = {
  amount: VALIDATION.amount,
  price: 'money:price',
  number: 'money:number',
  insufficientBalance: 'money:insufficientBalance',
  belowMinimum: 'money:belowMinimum',
  aboveMaximum: 'money:aboveMaximum',
  tooManyDecimals: 'money:tooManyDecimals',
  quantityRequired: 'money:quantityRequired',
  quantityInteger: 'money:quantityInteger',
} as const;
