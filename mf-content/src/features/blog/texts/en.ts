/** English texts of the blog page: a part of the content namespace, downloaded with the page. */
export const en = {
  meta: {
    blog: { title: 'Blog', description: 'Articles about flywheel training: technique, programming, recovery and training at every age.' },
  },
  blog: {
    title: 'Blog',
    lead: 'Technique, programming and recovery: what we know about training with a flywheel.',
    categories: 'Categories',
    allCategories: 'All articles',
  },
};
