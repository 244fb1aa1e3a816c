/**
 * A number as people type it: "5,4" and "5.4" are both five point four (Turkish, Spanish and many
 * labs write a decimal comma), and Arabic-Indic and Persian digits count as digits. Null when empty.
 */
export function readDecimal(text: string | undefined): number | null | 'invalid' {
  const trimmed = (text ?? '')
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[,\u066b]/, '.');
  if (trimmed === '') return null;
  if (!/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return 'invalid';
  return Number(trimmed);
}
