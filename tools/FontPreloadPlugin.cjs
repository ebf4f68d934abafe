// Adds `<link rel="preload" as="font">` for the page font's files to the shell's index.html, so the first paint
// already sets its text in Inter: without it the font is found only once the stylesheet is parsed, the first paint
// uses the fallback, and the page's layout moves (and its largest paint is taken again) when Inter arrives.
const HtmlWebpackPlugin = require('html-webpack-plugin');

class FontPreloadPlugin {
  /** @param {RegExp[]} patterns emitted font files to preload, in this order */
  constructor(patterns) {
    this.patterns = patterns;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('FontPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FontPreloadPlugin', (data) => {
        const files = Object.keys(compilation.assets);
        const publicPath = data.publicPath;
        const links = this.patterns.flatMap((pattern) => files.filter((file) => pattern.test(file)).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href: `${publicPath}${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: 'anonymous',
          }),
        ));
        if (links.length !== this.patterns.length) {
          compilation.errors.push(new compiler.webpack.WebpackError(`FontPreloadPlugin: expected one file for each of ${this.patterns.join(', ')}, found ${links.length}`));
        }
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

module.exports = FontPreloadPlugin;
