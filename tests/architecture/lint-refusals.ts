import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/**
 * What the project's ESLint configuration says against `code` written at `filePath`: the messages of its
 * `no-restricted-syntax` rules whose advice names `advice` (the place the rule sends the author to).
 */
export async function lintRefusals(filePath: string, code: string, advice: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax' && message.message.includes(advice))
    .map((message) => message.message);
}
