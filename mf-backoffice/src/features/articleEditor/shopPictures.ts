/**
 * The shop's own article pictures, drawn by the API and served under these names like any uploaded one: the seeded
 * articles use them, and the owner may pick one instead of uploading a picture.
 */
export const shopPictures: readonly string[] = ['article-1.webp', 'article-2.webp', 'article-3.webp', 'article-4.webp', 'article-5.webp', 'article-6.webp'];
