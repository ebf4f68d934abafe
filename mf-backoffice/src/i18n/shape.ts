/** The same keys with any texts: what the Polish texts must have. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
