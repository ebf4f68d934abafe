/** English texts of an article's comments: a part of the content namespace, downloaded with the article page. */
export const en = {
  comments: {
    title: 'Comments',
    show: 'Show the comments',
    empty: 'No comments yet.',
    failed: 'We could not load the comments. Please try again later.',
    retry: 'Try again',
    author: 'Written by',
    someone: 'A customer',
    posted: 'Posted on',
    logInPrompt: 'Log in to leave a comment.',
    logIn: 'Log in',
    label: 'Your comment',
    hint: 'Plain text, at most {{max}} characters. A comment is shown once the shop approves it.',
    submit: 'Post comment',
    sending: 'Posting…',
    sent: 'Thank you! Your comment is waiting for approval.',
    tooMany: 'You have posted several comments in a short time. Please try again in a few minutes.',
    yours: 'Your comments',
    waiting: 'Waiting for approval',
    rejected: 'Not approved',
  },
};
