/** How the dialogs read their inputs into what the contract's schemas check. */

/** Full-width digits (from a Japanese input method) read as ASCII ones. */
const halfWidth = (value: string) =>
  value.replace(/[０-９]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));

/**
 * An amount in 万円: empty is "not entered" (undefined: the schema's required message), and
 * anything else a number, NaN when it is not one, which the schema refuses with the same
 * message as an empty box.
 */
export function manYenValue(raw: unknown): number | undefined {
  if (typeof raw === 'number') return raw;
  const text = halfWidth(String(raw ?? ''))
    .replace(/[,，]/g, '')
    .trim();
  return text === '' ? undefined : Number(text);
}

/** A select of ids whose first option, "", means none chosen. */
export const optionalId = (raw: unknown): number | undefined => {
  if (typeof raw === 'number') return raw;
  const text = String(raw ?? '');
  return text === '' ? undefined : Number(text);
};
