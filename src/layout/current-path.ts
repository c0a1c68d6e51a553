import { createContext, useContext } from 'react';

/** The path being rendered (without the base path: '/', '/research'), provided by the server render. */
export const CurrentPath = createContext('/');

export const useCurrentPath = () => useContext(CurrentPath);
