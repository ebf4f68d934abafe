module.exports = { ...require('@inercise/shared/jest-preset'), displayName: 'mf-backoffice' };
