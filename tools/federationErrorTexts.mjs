// The federation runtime's error descriptions, left out of the shop's bundles: every page downloads the runtime
// (the shell's copy, and each remote entry's bundler runtime), and these sentences only lengthen a message that
// already names its code (RUNTIME-008...) and links to the documentation of it (docs/decisions/0045-first-view-script.md).
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
