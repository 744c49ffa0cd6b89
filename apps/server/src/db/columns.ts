/**
 * Conventions shared by SQLite and PostgreSQL so that one query serves both:
 * booleans are integers 0/1, money is an integer in minor units, timestamps are
 * ISO-8601 UTC strings (they sort as text), structured values are JSON text.
 */
export type Flag = number;
export type Minor = number;
export type Json = string;
export type Timestamp = string;
