// The Web Worker solve-captcha.ts starts (new Worker(new URL(...))): altcha-lib's own worker,
// which searches its share of the proof of work's numbers and posts back the one it finds.
import "altcha-lib/v1/worker";
