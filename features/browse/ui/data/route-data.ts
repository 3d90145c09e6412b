// What the browse routes load and say about it: the loaders and, from their data, the heads (one chunk, fetched
// by the routes' lazy; the heads read the loaders' types, so neither module imports the other).
export * from './heads';
export * from './loaders';
