module.exports = { ...require('@inercise/shared/jest-preset'), displayName: 'shell' };
