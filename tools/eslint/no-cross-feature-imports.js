// ESLint rule: a web feature (apps/web/src/features/<name>) may not import another feature.
// Features share code through src/components and src/lib; routes in src/app compose them.
import path from 'node:path';

const FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;

function featureOf(file) {
  const index = file.indexOf(FEATURES);
  if (index === -1) return null;
  return file.slice(index + FEATURES.length).split(path.sep)[0] ?? null;
}

function resolveTarget(file, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  if (source.startsWith('@/')) {
    const srcRoot = file.slice(0, file.indexOf(FEATURES)) + `${path.sep}apps${path.sep}web${path.sep}src`;
    return path.join(srcRoot, source.slice(2));
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other' },
    messages: {
      crossFeature:
        'Feature "{{from}}" must not import feature "{{to}}"; move shared code to src/components or src/lib.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveTarget(file, node.source.value);
      const to = target ? featureOf(target + path.sep) : null;
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ source: node.source }),
    };
  },
};
