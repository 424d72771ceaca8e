/** The titles the GAP-TA study map gives its two layers (its identify panel and live list use them). */
export const STUDY_LOCALITY_TITLE = 'Study locality';
export const STUDIES_TITLE = 'GAP-TA studies';
