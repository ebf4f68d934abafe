/** The shape of one language's texts, every leaf a string: the other language is checked against it. */
export type TranslationShape<T> = { [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]> };
