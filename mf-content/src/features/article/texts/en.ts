/** English texts of the article page: a part of the content namespace, downloaded with the page. */
export const en = {
  meta: {
    article: {
      title: 'Article',
      description: 'Read this article from the Inercise blog: practical advice on flywheel training at home, from technique to recovery.',
    },
    /** The article's place in the shop, for search engines: home page, blog, the article. */
    breadcrumbs: { home: 'Home', blog: 'Blog' },
  },
  article: {
    author: 'Author',
    back: 'Back to the blog',
    notFoundTitle: 'Article not found',
    notFoundText: 'This article does not exist or is no longer published.',
    failed: 'We could not load this article. Please try again later.',
  },
};
