// The single jotai store of the app; features reach it through <Provider>, never by importing it.
import { createStore } from 'jotai';

export const store = createStore();
