/**
 * The last element of `a`, if any, without reading index −1: on an empty array that read is a
 * slow lookup of a property named "-1" (~25 ns against ~5), and the evaluations and planners read
 * a seat's decision stack at every position they judge.
 */
export function lastOf<T>(a: readonly T[]): T | undefined {
  return a.length ? a[a.length - 1] : undefined;
}
