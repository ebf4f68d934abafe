/** English texts of the article page: a part of the content namespace, downloaded with the page. */
export const en = {
  meta: {
    article: { title: 'Article', description: 'An article from the Inercise blog about flywheel training.' },
  },
  article: {
    author: 'Author',
    back: 'Back to the blog',
    notFoundTitle: 'Article not found',
    notFoundText: 'This article does not exist or is no longer published.',
    failed: 'We could not load this article. Please try again later.',
  },
};
