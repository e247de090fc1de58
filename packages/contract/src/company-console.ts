/* Issue 10: wire schemas of this part of the company side. */
export {};
