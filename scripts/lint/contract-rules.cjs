// Redocly plugin: contract rules that the built-in configurable rules cannot express.
const LANG_REF = /components\/parameters\/Lang\.yaml$|#\/components\/parameters\/Lang$/;

function closedObjects() {
  return {
    Schema(schema, { report, location }) {
      const isObject = schema.type === 'object' || (schema.properties && !schema.type);
      if (isObject && schema.additionalProperties === undefined) {
        report({
          message: 'Objects are strict: set additionalProperties to false, or to a schema for a map.',
          location: location.child('type'),
        });
      }
    },
  };
}

// A required field with a default is filled in by a server that applies defaults (Ajv's useDefaults does) before
// the check that it was sent: a request without it passes as if the client had chosen the default.
function requiredWithoutDefault() {
  return {
    Schema(schema, { report, location, resolve }) {
      if (!schema.properties || !Array.isArray(schema.required)) return;
      for (const name of schema.required) {
        const property = schema.properties[name];
        const resolved = property && property.$ref ? resolve(property).node : property;
        if (resolved && resolved.default !== undefined)
          report({
            message: `Required means required: ${name} is required and has a default (drop one of the two).`,
            location: location.child(['properties', name, 'default']),
          });
      }
    },
  };
}

function langParameter() {
  return {
    Operation(operation, { report, location, resolve }) {
      const parameters = operation.parameters ?? [];
      const hasLang = parameters.some((parameter) => {
        if (parameter.$ref) return LANG_REF.test(parameter.$ref) || resolve(parameter).node?.name === 'lang';
        return parameter.name === 'lang';
      });
      if (!hasLang)
        report({
          message: 'Every operation takes the shared lang parameter.',
          location: location.child('parameters'),
        });
    },
  };
}

function securedHas401() {
  return {
    Operation(operation, { report, location }) {
      const secured =
        Array.isArray(operation.security) && operation.security.some((requirement) => 'token' in requirement);
      const responses = operation.responses ?? {};
      if (secured && !responses['401']) {
        report({
          message: 'An operation that needs the token declares the enveloped 401 answer.',
          location: location.child('responses'),
        });
      }
      if (!responses['422']) {
        report({
          message: 'Every operation declares the enveloped 422 answer for requests that break the contract.',
          location: location.child('responses'),
        });
      }
    },
  };
}

function authErrorExamples() {
  return {
    Operation(operation, { report, location, resolve }) {
      const secured =
        Array.isArray(operation.security) && operation.security.some((requirement) => 'token' in requirement);
      if (!secured) return;
      const ok = resolve(operation.responses?.['200']).node;
      const examples = ok?.content?.['application/json']?.examples ?? {};
      if (!examples.sessionExpired) {
        report({
          message: 'An operation that needs the token shows the sessionExpired (999) example.',
          location: location.child('responses'),
        });
      }
    },
  };
}

// `x-invalidates` names the reads whose answers a write may change, by operationId: clients mark exactly those stale
// after the write, and src/gen/invalidation.ts is generated from it. Every write has the list (empty only when
// nothing a read shows changes), every name is the operationId of a read, and a read has none.
function writeInvalidates() {
  const operations = [];
  return {
    Operation(operation, { location }) {
      operations.push({ operation, location });
    },
    Root: {
      leave(_root, { report }) {
        const effects = new Map(operations.map(({ operation }) => [operation.operationId, operation['x-effect']]));
        for (const { operation, location } of operations) {
          const list = operation['x-invalidates'];
          const at = location.child('x-invalidates');
          if (operation['x-effect'] !== 'write') {
            if (list !== undefined)
              report({ message: 'Only a write says what it changes: drop x-invalidates from a read.', location: at });
            continue;
          }
          if (!Array.isArray(list)) {
            report({
              message:
                'A write lists the reads whose answers it may change in x-invalidates (operationIds; [] when none).',
              location: list === undefined ? location.key() : at,
            });
            continue;
          }
          list.forEach((name, index) => {
            const problem =
              typeof name !== 'string'
                ? 'is not an operationId'
                : !effects.has(name)
                  ? 'is no operationId of this contract'
                  : effects.get(name) !== 'read'
                    ? 'is not a read (x-effect read)'
                    : list.indexOf(name) !== index
                      ? 'is listed twice'
                      : undefined;
            if (problem)
              report({ message: `x-invalidates: ${JSON.stringify(name)} ${problem}.`, location: at.child(index) });
          });
        }
      },
    },
  };
}

// x-volatile marks what moves on its own (scripts/contract/volatile.ts): a read's whole answer, or every value of a
// schema. It is true or absent, and on an operation only on a read: a write's answer is caused by the write.
function volatileMarks() {
  const mark = (node, report, location) => {
    const value = node['x-volatile'];
    if (value !== undefined && value !== true)
      report({ message: 'x-volatile is true or absent.', location: location.child('x-volatile') });
    return value === true;
  };
  return {
    Operation(operation, { report, location }) {
      if (mark(operation, report, location) && operation['x-effect'] !== 'read')
        report({
          message: 'Only a read moves on its own: drop x-volatile from a write.',
          location: location.child('x-volatile'),
        });
    },
    Schema(schema, { report, location }) {
      mark(schema, report, location);
    },
  };
}

module.exports = function contractRulesPlugin() {
  return {
    id: 'contract',
    rules: {
      oas3: {
        'closed-objects': closedObjects,
        'required-without-default': requiredWithoutDefault,
        'lang-parameter': langParameter,
        'secured-has-401': securedHas401,
        'auth-error-examples': authErrorExamples,
        'write-invalidates': writeInvalidates,
        volatile: volatileMarks,
      },
    },
  };
};
