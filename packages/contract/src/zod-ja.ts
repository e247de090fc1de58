import { z } from './zod';

/**
 * Japanese wording for zod's generic issues, so a field without its own message still gets
 * a plain sentence a person understands. Schemas give precise messages where it matters.
 */
const japaneseError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? '入力してください。'
        : '入力の形式が正しくありません。';
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? '入力してください。'
          : `${issue.minimum}文字以上で入力してください。`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `${issue.minimum}件以上選択してください。`;
      }
      return `${issue.minimum}以上の値を入力してください。`;
    case 'too_big':
      if (issue.origin === 'string') return `${issue.maximum}文字以内で入力してください。`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `${issue.maximum}件以内で選択してください。`;
      }
      return `${issue.maximum}以下の値を入力してください。`;
    case 'invalid_format':
      if (issue.format === 'email') return 'メールアドレスの形式が正しくありません。';
      if (issue.format === 'url') return 'URLの形式が正しくありません。';
      return '入力の形式が正しくありません。';
    case 'invalid_value':
      return '選択肢の中から選んでください。';
    case 'unrecognized_keys':
      return `不明な項目があります: ${issue.keys.join(', ')}`;
    default:
      return '入力内容が正しくありません。';
  }
};

let installed = false;
/** Installs the Japanese error map once per process (server) or page (web). */
export function installJapaneseZodErrors(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: japaneseError });
}
