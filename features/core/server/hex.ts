// Bytes as lowercase hex (token hashes, unguessable object names), in one place for the worker and features.

export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
