// `npm run openapi`: writes docs/openapi.json, the API's OpenAPI document, from the routes' own
// schemas. A test fails while the committed file differs from what the code describes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultOpenApiDocument } from '../packages/server/src/openapi-document';

const file = join(import.meta.dirname, '..', 'docs', 'openapi.json');
writeFileSync(file, `${JSON.stringify(await defaultOpenApiDocument(), null, 2)}\n`);
console.log(`Written: ${file}`);
