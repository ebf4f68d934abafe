// Imported first by the server module: the URLs of the shell's images (the logo, the payment logos) are made when
// their modules load, from the public path, which for the shell's pages is the root of the shop's origin.
declare let __webpack_public_path__: string;

// Outside webpack (the tests) there is no public path to set.
if (typeof __webpack_public_path__ === 'string') __webpack_public_path__ = '/';

export {};
