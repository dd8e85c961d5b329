'use client';
// The review dialogs, fetched the first time one opens: a salon page is read far more often
// than reviewed, so its first load carries none of the form code. Render them only while open,
// and only once their code is here (await the load… function first, as 'Yorum Ekle' does with
// useLoadOnDemand): a dialog rendered before would throw a failed download into the error
// boundary and replace the page (issue 24, item 19).
import dynamic from 'next/dynamic';

/** The review form's code; 'Yorum Ekle' awaits it to show that it is busy meanwhile. */
export const loadReviewFormDialog = () => import('./review-form-dialog');

export const LazyReviewFormDialog = dynamic(() => loadReviewFormDialog().then((m) => m.ReviewFormDialog), { ssr: false });
export const loadDeleteReviewPhoneDialog = () => import('./delete-review-phone-dialog');

export const LazyDeleteReviewPhoneDialog = dynamic(
  () => loadDeleteReviewPhoneDialog().then((m) => m.DeleteReviewPhoneDialog),
  { ssr: false },
);
