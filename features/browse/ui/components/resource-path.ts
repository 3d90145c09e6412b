// In-app paths to browse screens, with ids URL-encoded (an id may hold any character, so it is encoded).
export const resourcePath = (id: string) => `/resource/${encodeURIComponent(id)}`;
export const majorPath = (id: string) => `/majors/${encodeURIComponent(id)}`;
export const toolkitPath = (id: string) => `/toolkit/${encodeURIComponent(id)}`;
