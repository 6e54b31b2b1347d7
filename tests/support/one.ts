/**
 * The one row a query returns: for a select by a unique key or an insert of one row. None, or more
 * than one, fails the test here, naming what was expected, instead of a `TypeError` further on.
 */
export function one<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (rows.length !== 1 || row === undefined) throw new Error(`Expected one ${what}, found ${rows.length}`);
  return row;
}
