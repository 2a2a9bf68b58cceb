/**
 * Pure: template engines that compile the text they are given into code
 * (Jinja2, Mako, Django, Tornado; lodash/underscore, Handlebars, EJS, Pug,
 * Nunjucks, doT, Vue; Go's text/template and html/template), as data for
 * lang/apis.ts: a template compiled from an MCP tool's argument runs what the
 * model wrote (ir/tool-inputs.ts). A template file of the component's own,
 * given the argument as data (`env.get_template("x").render(name=…)`), is
 * no such call. Logic-less engines (Mustache, Python's `string.Template`)
 * run nothing and are not here.
 */
import type { ApiEntry } from './apis.ts';

const compiles = (source: number | string = 0): ApiEntry => ({ api: { does: 'template', source } });
const GO_TEMPLATE = ['text/template', 'html/template'].flatMap((pkg) => [
  [`${pkg}.New`, { returns: `${pkg}.Template` }],
  [`${pkg}.Template.Funcs`, { returns: `${pkg}.Template` }],
  [`${pkg}.Template.Option`, { returns: `${pkg}.Template` }],
  [`${pkg}.Template.Delims`, { returns: `${pkg}.Template` }],
  [`${pkg}.Template.New`, { returns: `${pkg}.Template` }],
  [`${pkg}.Template.Parse`, compiles()],
]);

export const TEMPLATE_APIS: Record<string, ApiEntry> = {
  'jinja2.Template': compiles(),
  'jinja2.Environment': { returns: 'jinja2.Environment' },
  'jinja2.Environment.from_string': compiles(),
  'mako.template.Template': compiles(),
  'django.template.Template': compiles(),
  'django.template.Engine': { returns: 'django.template.Engine' },
  'django.template.Engine.from_string': compiles(),
  'tornado.template.Template': compiles(),
  'lodash.template': compiles(),
  'lodash.default.template': compiles(),
  'underscore.template': compiles(),
  'handlebars.compile': compiles(),
  'handlebars.precompile': compiles(),
  'handlebars.default.compile': compiles(),
  'ejs.render': compiles(),
  'ejs.compile': compiles(),
  'pug.render': compiles(),
  'pug.compile': compiles(),
  'nunjucks.renderString': compiles(),
  'nunjucks.compile': compiles(),
  'nunjucks.Environment.renderString': compiles(),
  'dot.template': compiles(),
  'vue.compile': compiles(),
  'vue/compiler-sfc.compileTemplate': compiles('source'),
  'vue/compiler-dom.compile': compiles(),
  'vue/compiler-sfc.compile': compiles(),
  // A Vue app given its template as an option compiles it at run time (its expressions run on the server with SSR).
  'vue.createSSRApp': compiles('template'),
  'vue.createApp': compiles('template'),
  ...Object.fromEntries(GO_TEMPLATE),
};
