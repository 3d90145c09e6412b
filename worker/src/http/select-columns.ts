// The names of the columns a SELECT statement returns, read from its text: the items at the top level of its column
// list. Enough for the statements drizzle writes (quoted names, function calls, subqueries in brackets); null for
// any statement it cannot read that way, whose rows are then never taken from a batch's objects
// (read-gathering.ts).

const FROM = /^\sfrom\s$/i;
/** A column item ending in a quoted name ("t"."c", … as "c") is called by that name; SQLite names others by text. */
const QUOTED_NAME = /"((?:[^"]|"")*)"\s*$/;

/** The result columns' names of `select … from …`, or null when the statement is not a plain SELECT. */
export function selectColumnsOf(sql: string): string[] | null {
  const start = /^\s*select\s+(distinct\s+|all\s+)?/i.exec(sql);
  if (!start) return null;
  let depth = 0;
  let from = start[0].length;
  const items: string[] = [];
  for (let i = from; i < sql.length; i++) {
    const char = sql[i];
    if (char === '"' || char === "'" || char === '`') {
      const end = sql.indexOf(char, i + 1);
      if (end < 0) return null;
      i = end;
    } else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0 && char === ',') {
      items.push(sql.slice(from, i));
      from = i + 1;
    } else if (depth === 0 && FROM.test(sql.slice(i - 1, i + 5))) {
      items.push(sql.slice(from, i));
      return items.map(nameOf);
    }
  }
  if (depth !== 0) return null;
  items.push(sql.slice(from));
  return items.map(nameOf);
}

function nameOf(item: string): string {
  const quoted = QUOTED_NAME.exec(item);
  return quoted?.[1] !== undefined ? quoted[1].replaceAll('""', '"') : item.trim();
}
