/** A language's words for numbers, as Indian numbering reads them: each number below a hundred, and the four places. */
export interface NumberWords {
  belowHundred: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

/** Words for a positive whole number in Indian numbering: crore, lakh, thousand, hundred, in that language. */
export function inIndianNumbering(n: number, words: NumberWords): string {
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const hundred = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  // Above 99 crore the count of crores is itself read in Indian numbering ('One Hundred Crore').
  if (crore) parts.push(`${inIndianNumbering(crore, words)} ${words.crore}`);
  if (lakh) parts.push(`${words.belowHundred(lakh)} ${words.lakh}`);
  if (thousand) parts.push(`${words.belowHundred(thousand)} ${words.thousand}`);
  if (hundred) parts.push(`${words.belowHundred(hundred)} ${words.hundred}`);
  if (rest) parts.push(words.belowHundred(rest));
  return parts.join(' ');
}
