/**
 * The texts of the API reference's own frame. What the operations say (their summaries, descriptions
 * and answers) comes from the server's OpenAPI document and stays English.
 */
export const apiDocs = {
  'apiDocs.title': 'API Reference',
  'apiDocs.download': 'Download openapi.json',
  'apiDocs.downloadFailed': 'Download failed',
  'apiDocs.loading': 'Loading the API reference',
  'apiDocs.loadFailed': 'The API reference could not be loaded',
  'apiDocs.version': '{title}, version {version}.',
  'apiDocs.servedAs': 'The same document is served as JSON at',
  'apiDocs.and': 'and',
  'apiDocs.toCallers': 'to callers with a bearer token.',
  'apiDocs.filter': 'Filter operations',
  'apiDocs.filterHint': "By method, path or words of the summary, e.g. 'post master' or 'mediclaim'",
  'apiDocs.noMatch': "No operation matches '{filter}'.",
  'apiDocs.name': 'Name',
  'apiDocs.in': 'In',
  'apiDocs.type': 'Type',
  'apiDocs.required': 'Required',
  'apiDocs.rules': 'Rules',
  'apiDocs.yes': 'yes',
  'apiDocs.no': 'no',
  'apiDocs.needsSignIn': 'Needs sign-in: send Authorization: Bearer <token>.',
  'apiDocs.public': 'Public: no token needed.',
  'apiDocs.parameters': 'Parameters',
  'apiDocs.parametersOf': 'Parameters of {name}',
  'apiDocs.requestBody': 'Request body ({type})',
  'apiDocs.requestBodyOf': 'Request body of {name}',
  'apiDocs.responses': 'Responses',
  'apiDocs.errors': 'Errors: 400 on bad input, each as',
  'apiDocs.errorsSignedIn': 'Errors: 400 on bad input, 401 without a valid token, each as',
} as const;
