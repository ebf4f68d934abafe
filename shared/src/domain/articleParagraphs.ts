// @inercise/shared/article-paragraphs: an article's paragraphs, from @inercise/contracts (the API splits articles
// the same way).
export * from '@inercise/contracts/domain/articleParagraphs';
