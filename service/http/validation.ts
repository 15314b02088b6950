// Request validation: one Ajv for bodies, strict about types, and one for query strings, where every
// value arrives as text and is coerced ("2" to 2, a lone `filter` to a list). Neither strips unknown
// properties: an unknown field is an error the caller should hear about, not something silently dropped.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { ApiError } from './errors';

function makeAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: false, allErrors: false, verbose: true });
  addFormats(ajv, ['date-time', 'date', 'uri']);
  return ajv;
}

// One of each for the process: Ajv keeps what it compiled by schema, and the routes' schemas are the same objects for
// every app built, so a service started again (a test's, a restart in the same process) compiles nothing again.
let validators: { forBody: Ajv; forQuery: Ajv } | undefined;

export function installValidation(app: FastifyInstance) {
  validators ??= { forBody: makeAjv(false), forQuery: makeAjv('array') };
  const { forBody, forQuery } = validators;
  app.setValidatorCompiler(({ schema, httpPart }) => finiteOnly((httpPart === 'body' ? forBody : forQuery).compile(schema)));
}

/**
 * Ajv takes an infinite number for an integer within any bounds: "per_page=1e309" reached the query as Infinity
 * (a 500), and so would 1e309 in a JSON body. A value that is no finite number is refused as not an integer.
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    const valid = validate(data);
    const infinite = valid ? infiniteAt(data, '') : undefined;
    checked.errors = infinite === undefined ? validate.errors : [{ instancePath: infinite, schemaPath: '', keyword: 'type', params: { type: 'integer' }, message: 'must be a finite number' }];
    return valid && infinite === undefined;
  }) as ValidateFunction;
  return checked;
}

/** The path of the first number in `value` that is not finite, or undefined. */
function infiniteAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = infiniteAt(inner, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

const FORMAT_WORDS: Record<string, string> = {
  'date-time': 'an ISO 8601 timestamp with a UTC offset, such as 2026-11-20T09:30:00-08:00',
  date: 'a date of the form YYYY-MM-DD',
  uri: 'an http or https URL',
};

/** Turns Ajv's first error into the field it concerns and a sentence about it. */
export function describeValidationError(
  error: ErrorObject | FastifySchemaValidationError,
  part: string | undefined,
): ApiError {
  const params = error.params as Record<string, unknown>;
  const inQuery = part === 'querystring';
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment, i) => (/^\d+$/.test(segment) ? `[${segment}]` : `${i ? '.' : ''}${segment}`))
    .join('')
    // A repeated query parameter is coerced into a list; the caller knows it by its name alone.
    .replace(inQuery ? /\[\d+\]/g : /$^/, '');
  const whole = inQuery ? 'query string' : 'request body';
  let field = path || (inQuery ? 'query' : 'body');
  let message: string;
  switch (error.keyword) {
    case 'required':
      field = joinPath(path, String(params.missingProperty));
      message = `${field} is required`;
      break;
    case 'additionalProperties':
      field = joinPath(path, String(params.additionalProperty));
      message = `${field} is not a known ${inQuery ? 'query parameter' : 'field'}`;
      break;
    case 'type': {
      const type = String(params.type).replace(/,null$/, '');
      if (!path) message = `the ${whole} must be a JSON ${type}`;
      else message = `${field} must be ${type === 'integer' || type === 'array' || type === 'object' ? 'an' : 'a'} ${type}${String(params.type).endsWith(',null') ? ' or null' : ''}`;
      break;
    }
    case 'enum':
      message = `${field} must be one of: ${(params.allowedValues as unknown[]).filter((v) => v !== null).join(', ')}`;
      break;
    case 'format':
      message = `${field} must be ${FORMAT_WORDS[String(params.format)] ?? String(params.format)}`;
      break;
    case 'minLength':
      message = params.limit === 1 ? `${field} must not be empty` : `${field} must be at least ${params.limit} characters`;
      break;
    case 'maxLength':
      message = `${field} must be at most ${params.limit} characters`;
      break;
    case 'minimum':
      message = `${field} must be at least ${params.limit}`;
      break;
    case 'maximum':
      message = `${field} must be at most ${params.limit}`;
      break;
    case 'minItems':
      message = `${field} must hold at least ${params.limit} items`;
      break;
    case 'maxItems':
      message = `${field} must hold at most ${params.limit} items`;
      break;
    case 'uniqueItems':
      message = `${field} must not repeat an item`;
      break;
    case 'pattern':
      message = `${field} ${PATTERN_WORDS[lastSegment(field)] ?? 'is not in the expected form'}`;
      break;
    default:
      message = `${field} ${error.message ?? 'is invalid'}`;
  }
  return new ApiError(400, 'invalid_request', message, field);
}

const PATTERN_WORDS: Record<string, string> = {
  color_hex: 'must be a colour of the form #RRGGBB',
  name: 'must not be blank or span lines',
  project_name: 'must not be blank or span lines',
  description: 'must not be blank',
  phone: 'may hold only digits, spaces and + ( ) . / -',
  avatar_url: 'must be an http or https URL',
  filter: 'must be of the form field:value',
  order_by: 'must be a field name, with a leading - to sort descending',
};

const joinPath = (path: string, name: string) => (path ? `${path}.${name}` : name);
const lastSegment = (field: string) => field.replace(/\[\d+\]$/, '').split('.').pop() ?? field;
