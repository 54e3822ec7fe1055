"""Seeing the progress: chart data, pictures, the weekly look back and the journal as a PDF.

`series` and `weekly` are pure (plain values in, plain values out, in the person's zone);
`charts` and `journal_pdf` turn those values into PNG and PDF bytes and are CPU-bound, so
callers run them through `offload` to keep the event loop free for everyone else.
"""
