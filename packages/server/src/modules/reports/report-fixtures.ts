/** What the report tests share: text of every kind, and CSV read back as a spreadsheet reads it. */

/** Text the database must send back exactly as stored when it writes a report's JSON itself. */
export const odd = 'Q"uote \\ back\ttab\r\nline \u0001 देवनागरी 🙂 </script>';

/** Parses CSV text (RFC 4180) the way a spreadsheet would. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}
