/** The newsletter's subscribers. */
export const newsletter = {
  newsletter: {
    title: 'Newsletter subscribers',
    loading: 'Loading the subscribers…',
    failed: 'The subscribers could not be loaded.',
    empty: 'No subscribers found.',
    found: 'Subscribers found: {{count}}',
    searchLabel: 'Find subscribers',
    search: 'E-mail contains',
    searchButton: 'Search',
    caption: 'Newsletter subscribers, newest first',
    email: 'E-mail',
    signedUp: 'Signed up',
    actions: 'Actions',
    remove: 'Remove',
    removeOf: 'Remove {{email}}',
    confirm: 'Remove {{email}} from the newsletter?',
    confirmRemove: 'Yes, remove',
    cancel: 'Cancel',
  },
};
