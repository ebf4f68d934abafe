/** The devices registered to customers. */
export const devices = {
  devices: {
    title: 'Registered devices',
    loading: 'Loading the registered devices…',
    failed: 'The registered devices could not be loaded.',
    empty: 'No registered devices found.',
    searchLabel: 'Find registered devices',
    search: 'Customer’s e-mail contains',
    searchButton: 'Search',
    caption: 'Devices registered to customers, newest first',
    serial: 'Serial number',
    type: 'Type',
    customer: 'Customer',
    registered: 'Registered',
    actions: 'Actions',
    release: 'Release',
    releaseOf: 'Release device {{serial}}',
    confirm: 'Release device {{serial}} from {{email}}? The customer would have to register it again.',
    confirmRelease: 'Yes, release',
    cancel: 'Cancel',
  },
};
