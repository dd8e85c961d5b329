// CSV for people who open it in Excel: UTF-8 with a byte-order mark (without it Excel reads the
// file as Windows-1254/1252 and Turkish letters turn into garbage), RFC 4180 quoting, CRLF line
// ends, and text cells that a spreadsheet would run as a formula (= + - @, and tab or CR,
// OWASP "CSV injection") prefixed with an apostrophe so they show as plain text. Pure.

export const UTF8_BOM = '\uFEFF';

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvOptions {
  /** ',' by RFC 4180; ';' is what Excel expects under Turkish regional settings. */
  separator?: ',' | ';' | '\t';
  /** Start with the UTF-8 byte-order mark (default true). */
  bom?: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain negative amount ('-50,00', '-12.5'): a number to the spreadsheet, never a formula. */
const NEGATIVE_NUMBER = /^-\d+([.,]\d+)?$/;

/** A text cell a spreadsheet would evaluate gets a leading apostrophe; numbers stay numbers. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
}

export function csvCell(value: CsvCell, separator: string = ','): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value);
  const needsQuotes = text.includes(separator) || /["\r\n]/.test(text) || /^\s|\s$/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: CsvCell[][], options: CsvOptions = {}): string {
  const separator = options.separator ?? ',';
  const body = rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator)).join('\r\n');
  return `${options.bom === false ? '' : UTF8_BOM}${body}\r\n`;
}
