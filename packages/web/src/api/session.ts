/** The signed-in session lives in one place: localStorage, where the old screens kept the token in two storages. */

const TOKEN = 'token';
const EMAIL = 'email';
const NAME = 'name';

export const session = {
  token: () => localStorage.getItem(TOKEN) ?? '',
  name: () => localStorage.getItem(NAME) ?? '',
  email: () => localStorage.getItem(EMAIL) ?? '',
  isLoggedIn: () => (localStorage.getItem(TOKEN) ?? '') !== '',
  store(token: string, email: string, name: string) {
    localStorage.setItem(TOKEN, token);
    localStorage.setItem(EMAIL, email);
    localStorage.setItem(NAME, name);
  },
  clear() {
    localStorage.removeItem(TOKEN);
    localStorage.removeItem(EMAIL);
    localStorage.removeItem(NAME);
  },
};
