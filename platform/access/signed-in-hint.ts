// A readable, non-secret cookie saying "this browser has a customer session". Public pages are
// cached and identical for everyone, so the navbar learns who is signed in on the client; this
// hint lets it skip the /api/me request for anonymous visitors (most of them) and show a
// placeholder instead of a wrong 'Giriş Yap' for signed-in ones. It proves nothing: the
// session itself stays in the httpOnly cookie and every server check reads that one.
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
