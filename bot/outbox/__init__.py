"""The outbox: every future message is a row; kinds declare how to render and send them.

models (the row), queue (enqueue, cancel, kinds), dispatcher (the job that sends due rows).
"""
