/** English texts of the favourites heart: a part of the content namespace, downloaded with the blog and article pages. */
export const en = {
  favourites: {
    label: 'Favourite: {{title}}',
    failed: 'We could not save your favourite. Please try again.',
  },
};
