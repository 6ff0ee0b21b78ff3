-module(missing_arrow).
f(X) X + 1.
