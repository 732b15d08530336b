import { describe, expect, it } from 'vitest';
import { fieldsOf, matchesFilter, type OpenApiDocument, operationsByTag, rulesOf, typeOf } from './openapi';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Trust API', version: '1' },
  security: [{ bearerAuth: [] }],
  paths: {
    '/api/login': { post: { summary: 'Sign in', tags: ['Sign-in'], security: [] } },
    '/api/master/{id}': {
      delete: { summary: 'Delete a member', tags: ['Members'] },
      get: { summary: 'One member', tags: ['Members'] },
    },
  },
};

describe('the API reference', () => {
  it('groups operations by tag, GET before DELETE, and knows which need the token', () => {
    const groups = operationsByTag(doc);
    expect(groups.map((g) => g.tag)).toEqual(['Sign-in', 'Members']);
    expect(groups[1]?.operations.map((o) => o.method)).toEqual(['GET', 'DELETE']);
    expect(groups[0]?.operations[0]?.isSignedIn).toBe(false);
    expect(groups[1]?.operations[0]?.isSignedIn).toBe(true);
  });

  it('filters by method, path and words of the summary', () => {
    const [members] = operationsByTag(doc).slice(1);
    const del = members?.operations[1];
    if (!del) throw new Error('no delete');
    expect(matchesFilter(del, 'delete master')).toBe(true);
    expect(matchesFilter(del, 'DELETE member')).toBe(true);
    expect(matchesFilter(del, 'get')).toBe(false);
  });

  it('reads types and rules as a person would say them', () => {
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string or null');
    expect(typeOf({ type: ['string', 'number'] })).toBe('string or number');
    expect(typeOf({ type: 'array', items: { type: 'string' } })).toBe('string[]');
    expect(typeOf({})).toBe('any');
    expect(rulesOf({ type: 'string', minLength: 1, maxLength: 12 })).toBe('1–12 characters');
    expect(rulesOf({ type: 'string', minLength: 1 })).toBe('at least 1 character');
    expect(rulesOf({ type: 'integer', minimum: 1, maximum: 500, default: 50 })).toBe('1 to 500, default 50');
    expect(rulesOf({ enum: ['json', 'csv'] })).toBe('one of: json, csv');
  });

  it('lists the fields of a body, intersections merged and nested fields by path', () => {
    const fields = fieldsOf({
      allOf: [
        { type: 'object', properties: { fromDate: { type: 'string' } }, required: ['fromDate'] },
        {
          type: 'object',
          properties: { ids: { type: 'array', items: { type: 'object', properties: { no: { type: 'integer' } } } } },
        },
      ],
    });
    expect(fields).toEqual([
      { name: 'fromDate', type: 'string', isRequired: true, rules: '' },
      { name: 'ids', type: 'object[]', isRequired: false, rules: '' },
      { name: 'ids[].no', type: 'integer', isRequired: false, rules: '' },
    ]);
  });
});
