// What other features' client components may use of reviews: the salon page's header buttons
// talk to the review section through these (the section is a server component they cannot import).

/** The review section's id: the target of the salon header's 'Yorum Yaz' button and of page links. */
export const REVIEWS_SECTION_ID = 'yorumlar';
/** Dispatched on window by the salon header's 'Yorum Yaz': acts as a click on 'Yorum Ekle'. */
export const OPEN_REVIEW_FORM_EVENT = 'salon:open-review-form';
/** Dispatched on window while a dialog's code loads (detail: true, then false), for 'Yorum Yaz'. */
export const REVIEW_FORM_LOADING_EVENT = 'salon:review-form-loading';

/** A review needs a completed visit (issue 28 item 3): the button says so before the form opens, the server refuses with it. */
export const NO_VISIT_TITLE = 'Önce bir randevunuz tamamlanmalı';
export const NO_VISIT_MESSAGE = 'Bu salona yorum yazabilmek için burada tamamlanmış bir randevunuz olmalı.';
